import {
  columnVisibilityFeature,
  rowSelectionFeature,
  tableFeatures,
  type RowData,
  type RowSelectionState,
  type useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A column of an admin list: its header and how a row's cell shows. */
export type AdminColumn<T extends RowData> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells in the table (not used on the cards). */
  className?: string;
  /** On a card (narrow box) the cell is the card's title, shown without its label. */
  primary?: boolean;
  /** Left off the cards (narrow box); the table still shows it. */
  hideOnCard?: boolean;
};

/**
 * What a list that edits adds to its rows: a tick box and a row number before the columns,
 * edit and delete controls after them. The ticked rows are the list's, kept across its pages.
 */
export type AdminTableEditing<T extends RowData> = {
  /** Lower-case plural for the "select all" box: 'products'. */
  many: string;
  rowName: (row: T) => string;
  /** How many rows come before this page: row numbers count on from it. */
  offset: number;
  selected: RowSelectionState;
  onSelectedChange: (next: RowSelectionState) => void;
  /** A row's controls: icons in the table, named buttons on a card (`labelled`). */
  actions: (row: T, name: string, labelled: boolean) => ReactNode;
};

export type AdminTableProps<T extends RowData> = {
  /** Accessible name of the table (and of the card list). */
  caption: string;
  columns: AdminColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  rowKey: (row: T) => string;
  isLoading: boolean;
  loadingLabel: string;
  skeletonRows: number;
  error: string | null;
  onRetry: () => void;
  emptyMessage: ReactNode;
  /** The width (px) the table needs (its columns at their narrowest); in a narrower box each row is a card. */
  minTableWidth: number;
  editing?: AdminTableEditing<T>;
};

/** What the admin's table uses of TanStack Table: row selection and column visibility. */
export const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature });
export type AdminTableFeatures = typeof features;
export type AdminTableInstance<T extends RowData> = ReturnType<
  typeof useTable<AdminTableFeatures, T>
>;
