export { Button, ButtonLink } from './button/button';
export type { ButtonVariant } from './button/button';
export { Card, CardTitle } from './card/card';
export { FieldError, Input, Label, TextArea } from './input/input';
export { FullScreenSpinner, Spinner } from './spinner/spinner';
export { Page, PageTitle } from './page/page';
