import { useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@stackfolio/shared-ui';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ui-monospace, monospace;
`;

/** The recovery codes, shown once: each signs in once when the authenticator is not at hand. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them.' });
    }
  };
  return (
    <section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p>
        Keep these somewhere safe. Each one signs you in once if you cannot use your authenticator
        app. They are shown only now.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Button type="button" $variant="secondary" onClick={copy}>
        {copied ? 'Copied!' : 'Copy codes'}
      </Button>{' '}
      <Button type="button" onClick={onDone}>
        I have saved them
      </Button>
    </section>
  );
}
