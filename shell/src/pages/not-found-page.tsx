import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { ButtonLink, Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';

/** Any path outside the route table (docs/product.md §2). */
export function NotFoundPage() {
  useDocumentMeta('Page Not Found');
  return (
    <Page>
      <PageTitle>Page Not Found</PageTitle>
      <p>The page you are looking for does not exist or has moved.</p>
      <ButtonLink as={Link} to={paths.home()}>
        Return Home
      </ButtonLink>
    </Page>
  );
}
