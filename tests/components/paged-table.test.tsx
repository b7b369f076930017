// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ShellProviders } from '../../src/components/shell/I18n';
import { Cell, HeadCell, PagedTable, Row } from '../../src/components/ui/PagedTable';
import { clientConfig } from '../../src/lib/client-config';
import { en } from '../../src/lib/i18n/en';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

const config = clientConfig(loadConfig('test'));
afterEach(cleanup);

const fruits = Array.from({ length: 23 }, (_, i) => `fruit ${i + 1}`);
const renderTable = (rows: string[] | null, error: string | null = null) =>
  render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <PagedTable
        label="Fruits"
        hook="fruit-table"
        list={{ rows, error }}
        head={<HeadCell name="name">Name</HeadCell>}
        row={(name: string) => (
          <Row key={name}>
            <Cell name="name">{name}</Cell>
          </Row>
        )}
      />
    </ShellProviders>,
  );
const shownRows = () => screen.queryAllByRole('cell').map((c) => c.textContent);

test('a staff table shows ten rows a page, and its paginator walks through them and stops at either end', () => {
  renderTable(fruits);
  const pager = screen.getByRole('navigation', { name: 'Fruits' });
  const previous = within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
  const next = within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
  expect(within(pager).getByText('1 – 10 of 23')).toBeTruthy();
  expect(shownRows()).toEqual(fruits.slice(0, 10));
  expect(previous.disabled).toBe(true);
  // upstream's element names and column classes, which public e2e suites select by
  expect(document.querySelectorAll('.fruit-table > mat-table > mat-row > mat-cell.cdk-column-name.mat-column-name')).toHaveLength(10);
  expect(document.querySelector('mat-table > mat-header-row > mat-header-cell.cdk-column-name')?.textContent).toBe('Name');
  expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();

  fireEvent.click(next);
  expect(within(pager).getByText('11 – 20 of 23')).toBeTruthy();
  fireEvent.click(next);
  expect(within(pager).getByText('21 – 23 of 23')).toBeTruthy();
  expect(shownRows()).toEqual(['fruit 21', 'fruit 22', 'fruit 23']);
  expect(next.disabled).toBe(true);

  fireEvent.click(previous);
  expect(within(pager).getByText('11 – 20 of 23')).toBeTruthy();
  expect(shownRows()).toEqual(fruits.slice(10, 20));
});

test.each([
  ['loading', null, null, 'Loading…'],
  ['empty', [], null, 'Nothing here yet.'],
  ['failed', null, 'Unexpected path', 'Could not load: Unexpected path'],
])('a staff table says when it is %s, and its paginator counts nothing', (_, rows, error, message) => {
  renderTable(rows, error);
  expect(screen.getByText(message)).toBeTruthy();
  expect(within(screen.getByRole('navigation', { name: 'Fruits' })).getByText('0 – 0 of 0')).toBeTruthy();
});
