import { render, screen } from '@testing-library/react';
import { StackfolioThemeProvider } from '../../theme';
import { TextField } from './text-field';

const renderField = (props: Partial<Parameters<typeof TextField>[0]> = {}) =>
  render(
    <StackfolioThemeProvider>
      <TextField id="tags" label="Tags" {...props} />
    </StackfolioThemeProvider>,
  );

describe('TextField', () => {
  it('labels the input and links its hint', () => {
    renderField({ hint: 'Separate tags with commas.' });
    const input = screen.getByLabelText('Tags');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Separate tags with commas.');
  });

  it('marks the input invalid and announces the error, linked with the hint', () => {
    renderField({ hint: 'Separate tags with commas.', error: 'Maximum 20 tags allowed' });
    const input = screen.getByLabelText('Tags');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 20 tags allowed');
    expect(input).toHaveAccessibleDescription('Separate tags with commas. Maximum 20 tags allowed');
  });
});
