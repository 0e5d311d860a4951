import styled from 'styled-components';

/** The rows of a project's files or pictures, each with its buttons. */
export const ContentList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .name {
    flex: 1;
    min-width: 12rem;
    overflow-wrap: anywhere;
  }
  .cover {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const FieldSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 600;
  }
`;
