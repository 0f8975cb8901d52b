export const ORDERS_FAILED_MESSAGE = 'Failed to fetch orders. Please try again later.';
