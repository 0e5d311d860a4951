import { FieldGrid, FormSection } from './form-section';
import { TextField } from './text-field';

/** Social Media Links: GitHub, LinkedIn, YouTube, Twitter (http(s) URLs or empty). */
export function SocialLinksSection() {
  return (
    <FormSection id="section-social" title="Social Media Links">
      <FieldGrid>
        <TextField
          name="githubUrl"
          label="GitHub"
          type="url"
          placeholder="https://github.com/username"
        />
        <TextField
          name="linkedinUrl"
          label="LinkedIn"
          type="url"
          placeholder="https://linkedin.com/in/username"
        />
        <TextField
          name="youtubeUrl"
          label="YouTube"
          type="url"
          placeholder="https://youtube.com/@channel"
        />
        <TextField
          name="twitterUrl"
          label="Twitter"
          type="url"
          placeholder="https://twitter.com/username"
        />
      </FieldGrid>
    </FormSection>
  );
}
