import styled from 'styled-components';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** A project's figures as label–value pairs (views, downloads …); empty values are left out. */
export function ProjectStats({
  items,
}: {
  items: Array<[label: string, value: string | number | null]>;
}) {
  return (
    <List>
      {items
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}
