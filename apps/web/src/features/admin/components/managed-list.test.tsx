import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sectionOfPath } from './admin-menu';
import { useClientTable } from '../hooks/use-client-table';
import { MANAGED_LIST_MIN_WIDTH, ManagedList } from './managed-list';
import { AdminTable, type AdminColumn } from './admin-table';

type Row = { _id: string; name: string };

const brands: Row[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `b${index + 1}`,
  name: index % 2 === 0 ? `Alpha ${index + 1}` : `Beta ${index + 1}`,
}));

afterEach(cleanup);

// jsdom has <dialog> but not its modal methods: open it the way a browser would, minus the modality.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

function Harness(props: {
  columns?: AdminColumn<Row>[];
  onDelete?: (row: Row) => Promise<void>;
  onDeleteSelected?: (rows: Row[]) => Promise<string[]>;
}) {
  const [items, setItems] = useState(brands);
  const table = useClientTable(items, (row) => row.name);
  return (
    <MemoryRouter>
      <ManagedList
        caption="Brands"
        noun={{ one: 'brand', many: 'brands' }}
        columns={props.columns ?? [{ id: 'name', header: 'Name', cell: (row) => row.name }]}
        {...table.controls}
        searchPlaceholder="Search by name"
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        emptyMessage="No brands yet."
        rowName={(row) => row.name}
        editHref={(row) => `/admin/brands/${row._id}`}
        onDelete={props.onDelete ?? (async () => undefined)}
        onDeleteSelected={async (rows) => {
          const deleted = (await props.onDeleteSelected?.(rows)) ?? rows.map((row) => row._id);
          setItems((current) => current.filter((row) => !deleted.includes(row._id)));
          return deleted;
        }}
      />
    </MemoryRouter>
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('admin data table', () => {
  it('shows 5 rows a page with row numbers that continue across pages', () => {
    render(<Harness />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[0]?.textContent).toContain('11');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '15' } });
    expect(bodyRows()).toHaveLength(12);
  });

  it('filters on the name without regard to case and goes back to page 1', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.change(screen.getByLabelText('Search brands'), { target: { value: 'bETa' } });
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows().every((row) => row.textContent?.includes('Beta'))).toBe(true);
    expect(screen.getByText('1–5 of 6')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search brands'), { target: { value: 'zzz' } });
    expect(screen.getByText('No brands yet.')).toBeTruthy();
  });

  it('selects all rows of the page, and Delete Selected is disabled until something is selected', async () => {
    const onDeleteSelected = vi.fn(async (rows: Row[]) => rows.map((row) => row._id).slice(1));
    render(<Harness onDeleteSelected={onDeleteSelected} />);
    const deleteSelected = () => screen.getByRole('button', { name: /^Delete Selected/ });
    expect((deleteSelected() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Select all brands on this page'));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(6);
    expect(deleteSelected().textContent).toContain('(5)');
    fireEvent.click(screen.getByLabelText('Select Alpha 1'));
    const selectAll = screen.getByLabelText('Select all brands on this page') as HTMLInputElement;
    expect(selectAll.checked).toBe(false);
    expect(selectAll.indeterminate).toBe(true);

    fireEvent.click(deleteSelected());
    const dialog = await screen.findByRole('dialog', { name: 'Delete 4 brands?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Selected' }));
    await waitFor(() => expect(onDeleteSelected).toHaveBeenCalledTimes(1));
    expect(onDeleteSelected.mock.calls[0]?.[0].map((row) => row.name)).toEqual([
      'Beta 2',
      'Alpha 3',
      'Beta 4',
      'Alpha 5',
    ]);
    // The one the server refused stays selected; the deleted ones are gone.
    await waitFor(() => expect(deleteSelected().textContent).toContain('(1)'));
    expect(screen.queryByText('Alpha 3')).toBeNull();
  });

  it('asks before deleting one row and does nothing on Cancel', async () => {
    const onDelete = vi.fn(async () => undefined);
    render(<Harness onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Alpha 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Alpha 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(brands[0]));
  });
});

/** A screen `width` px wide, as matchMedia reports it. */
/** The list's box is `width` px wide (jsdom lays nothing out and has no ResizeObserver). */
function stubBoxWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

describe('admin data table in a narrow box', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const columns: AdminColumn<Row>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'price', header: 'Price', cell: (row) => `$${row._id.length * 100}` },
    { id: 'status', header: 'Status', cell: () => 'Active' },
  ];

  it('shows each row as a card with every column as label and value, and its actions', () => {
    stubBoxWidth(390);
    render(<Harness columns={columns} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Brands' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    const pairs = [...first.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual(['Name: Alpha 1', 'Price: $200', 'Status: Active']);
    expect(within(first).getByRole('link', { name: 'Edit Alpha 1' }).textContent).toBe('Edit');
    expect(within(first).getByRole('button', { name: 'Delete Alpha 1' }).textContent).toBe(
      'Delete',
    );
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Select Alpha 1' }));
    expect(screen.getByRole('button', { name: /^Delete Selected/ }).textContent).toContain('(1)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all brands on this page' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(6);
  });

  it('puts a primary column in the card title and leaves hideOnCard columns off', () => {
    stubBoxWidth(390);
    render(
      <Harness
        columns={[
          { ...columns[0]!, primary: true },
          columns[1]!,
          { ...columns[2]!, hideOnCard: true },
        ]}
      />,
    );
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Price']);
    expect(first.textContent).toContain('Alpha 1');
    expect(first.textContent).not.toContain('Active');
  });

  it("shows a read-only list's column named like the table's own on its cards", () => {
    stubBoxWidth(390);
    render(
      <AdminTable
        caption="Orders"
        columns={[
          { id: 'number', header: 'Order', cell: (row: Row) => `Order ${row._id}` },
          { id: 'actions', header: 'Notes', cell: () => 'None' },
        ]}
        rows={brands.slice(0, 2)}
        rowKey={(row) => row._id}
        isLoading={false}
        loadingLabel="Loading orders"
        skeletonRows={2}
        error={null}
        onRetry={() => undefined}
        emptyMessage="No orders"
        minTableWidth={MANAGED_LIST_MIN_WIDTH}
      />,
    );
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Order',
      'Notes',
    ]);
    expect(first.textContent).toContain('Order b1');
  });

  it('keeps the table in a box as wide as the table needs', () => {
    stubBoxWidth(MANAGED_LIST_MIN_WIDTH);
    render(<Harness columns={columns} />);
    expect(screen.getByRole('table', { name: 'Brands' })).toBeTruthy();
  });
});

describe('admin menu', () => {
  it('opens the section named by the first path segment after /admin', () => {
    expect(sectionOfPath('/admin')).toBeNull();
    expect(sectionOfPath('/admin/products/add')).toBe('products');
    expect(sectionOfPath('/admin/categories/42')).toBe('categories');
    expect(sectionOfPath('/admin/brands')).toBe('brands');
    expect(sectionOfPath('/admin/ordersList')).toBe('orders');
    expect(sectionOfPath('/admin/orders/add')).toBe('orders');
    expect(sectionOfPath('/admin/unknown')).toBeNull();
  });
});
