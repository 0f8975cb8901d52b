import {
  EGYPTIAN_PHONE_PATTERN,
  SEARCH_DEBOUNCE_MS,
  adminOrderCreateSchema,
} from '@electro/shared';
import type { AdminOrderCreateInput, Product, User } from '@electro/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useCreateOrder, useCustomers, useProductSearch } from '../api/orders';
import { AddressFieldset } from '@/components/ui/address-fieldset';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '../components/page-header';
import { SearchField } from '../components/search-field';
import { Thumbnail } from '../components/thumbnail';
import { FormAlert } from '../components/form-states';

type OrderFormValues = {
  userId: string;
  items: Array<{ productId: string; quantity?: number }>;
  shoppingAddress: { city: string; street: string; phone: string };
};

/** A quantity above the stock (docs/PRODUCT.md §5 style): the order would be refused with 409. */
export const stockMessage = (stock: number) => `Only ${stock} in stock.`;

export const orderPlacedMessage = (number: number) =>
  number > 0 ? `Order placed successfully (Order #${number})` : 'Order placed successfully';

const sectionClass = 'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-bg p-4 md:p-6';

function CustomerPicker(props: {
  selected: User | null;
  onSelect: (customer: User) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useCustomers(term);
  const groupName = useId();
  const customers = query.data ?? [];
  return (
    <section className={sectionClass} aria-labelledby={`${groupName}-title`}>
      <h2 id={`${groupName}-title`} className="text-lg font-semibold">
        Customer
      </h2>
      <SearchField
        visibleLabel
        labelClassName="font-medium"
        label="Find a customer"
        placeholder="Name or email"
        value={search}
        onChange={setSearch}
      />
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {getErrorMessage(query.error, 'Failed to fetch customers. Please try again.')}
        </p>
      ) : customers.length === 0 ? (
        <p className="text-muted">No customers found.</p>
      ) : (
        <fieldset onBlur={props.onBlur}>
          <legend className="sr-only">Choose a customer</legend>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {customers.map((customer) => (
              <li key={customer._id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 hover:bg-surface',
                    props.selected?._id === customer._id
                      ? 'border-primary bg-primary/10'
                      : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name={groupName}
                    className="h-4 w-4 accent-primary"
                    checked={props.selected?._id === customer._id}
                    onChange={() => props.onSelect(customer)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">{customer.name}</span>
                    <span className="block truncate text-sm text-muted">{customer.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {props.selected ? (
        <p className="text-sm" aria-live="polite">
          Ordering for <span className="font-semibold">{props.selected.name}</span> (
          {props.selected.email})
        </p>
      ) : null}
      {props.error ? <p className="field-error">{props.error}</p> : null}
    </section>
  );
}

function ProductPicker(props: { chosen: Set<string>; onAdd: (product: Product) => void }) {
  const formatPrice = useFormatPrice();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useProductSearch(term);
  const products = query.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <SearchField
        visibleLabel
        labelClassName="font-medium"
        label="Find a product"
        placeholder="Title, brand or category"
        value={search}
        onChange={setSearch}
      />
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          Failed to fetch products. Please try again.
        </p>
      ) : products.length === 0 ? (
        <p className="text-muted">No products found.</p>
      ) : (
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Search results">
          {products.map((product) => {
            const added = props.chosen.has(product._id);
            return (
              <li
                key={product._id}
                className="flex items-center gap-3 rounded-lg border border-border px-2 py-2"
              >
                <Thumbnail src={product.imageCover.secure_url} alt="" />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-medium">{product.title}</span>
                  <span className="text-muted">
                    {formatPrice(product.priceAfterDiscount)} · {product.stock} in stock
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={added || product.stock === 0}
                  onClick={() => props.onAdd(product)}
                  aria-label={added ? `${product.title} added` : `Add ${product.title}`}
                >
                  <Plus aria-hidden="true" size={16} />
                  {added ? 'Added' : product.stock === 0 ? 'Sold out' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Add order: an admin places a cash order for a customer (POST /admin/orders). */
export default function AddOrderPage() {
  const formatPrice = useFormatPrice();
  usePageTitle('Add order');
  const navigate = useNavigate();
  const create = useCreateOrder();
  // One key for this form, sent with every try: a try whose answer was lost (503, network)
  // but that placed the order is answered with that order on the next try, never a second one.
  // A refused try leaves the key unused, so an edited form may send it again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [customer, setCustomer] = useState<User | null>(null);
  const [products, setProducts] = useState<Map<string, Product>>(() => new Map());
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<OrderFormValues, unknown, AdminOrderCreateInput>({
    resolver: zodResolver(adminOrderCreateSchema),
    mode: 'onTouched',
    defaultValues: { userId: '', items: [], shoppingAddress: { city: '', street: '', phone: '' } },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const items = useWatch({ control, name: 'items' });
  const saving = isSubmitting || create.isPending;
  const chosen = new Set(items.map((item) => item.productId));
  const total = items.reduce((sum, item) => {
    const product = products.get(item.productId);
    const quantity = Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0;
    return sum + (product ? product.priceAfterDiscount * quantity : 0);
  }, 0);

  const selectCustomer = (picked: User) => {
    setCustomer(picked);
    setValue('userId', picked._id, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    // The customer's phone is the likely delivery phone; only when it is a valid one.
    if (!getValues('shoppingAddress.phone') && EGYPTIAN_PHONE_PATTERN.test(picked.phone)) {
      setValue('shoppingAddress.phone', picked.phone, { shouldValidate: true, shouldDirty: true });
    }
  };

  // The stock of each line as last read: a quantity above it is refused here, before the server.
  const stockProblems = items.map((item) => {
    const product = products.get(item.productId);
    const quantity = item.quantity ?? 0;
    return product && Number.isFinite(quantity) && quantity > product.stock
      ? stockMessage(product.stock)
      : undefined;
  });
  const overStock = stockProblems.some(Boolean);

  const addProduct = (product: Product) => {
    setProducts((current) => new Map(current).set(product._id, product));
    append({ productId: product._id, quantity: 1 });
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (overStock) return;
    try {
      const { order } = await create.mutateAsync({ order: values, idempotencyKey });
      // docs/PRODUCT.md §8's text, with the number the admin and the customer call the order by.
      toast.success(orderPlacedMessage(order.number));
      void navigate(paths.adminOrders.getHref());
    } catch (error) {
      // 409 names the product that is short of stock: the admin must read it, so it stays, in
      // the form's own alert above the button. Not a toast as well: the same words twice, and
      // on a phone the toast sat over Place order, the button needed next (docs/PRODUCT.md §8).
      const message = getErrorMessage(error, 'Failed to place the order. Please try again.');
      setServerError(
        error instanceof ApiError && error.status === 409
          ? `The order was not placed. ${message}`
          : message,
      );
    }
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <>
      <PageHeader title="Add order" description="Place a cash-on-delivery order for a customer." />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={saving}
        className="grid grid-cols-1 gap-6 xl:grid-cols-2"
      >
        <FormAlert message={serverError} className="font-medium xl:col-span-2" />
        <Controller
          control={control}
          name="userId"
          render={({ field, fieldState }) => (
            <CustomerPicker
              selected={customer}
              onSelect={selectCustomer}
              onBlur={field.onBlur}
              error={fieldState.isTouched ? fieldState.error?.message : undefined}
            />
          )}
        />

        <section className={sectionClass} aria-labelledby="order-products-title">
          <h2 id="order-products-title" className="text-lg font-semibold">
            Products
          </h2>
          <ProductPicker chosen={chosen} onAdd={addProduct} />
          {fields.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label="Order lines">
              {fields.map((field, index) => {
                const product = products.get(field.productId);
                const quantityError =
                  errors.items?.[index]?.quantity?.message ?? stockProblems[index];
                return (
                  <li
                    key={field.key}
                    className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-2"
                  >
                    <Thumbnail src={product?.imageCover.secure_url} alt="" />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block truncate font-medium">
                        {product?.title ?? 'Unnamed Product'}
                      </span>
                      <span className="text-muted">
                        {product ? formatPrice(product.priceAfterDiscount) : ''} each
                      </span>
                    </span>
                    <FormField label="Quantity" error={quantityError} className="w-32 text-sm">
                      {(ctl) => (
                        <input
                          {...ctl}
                          {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                          type="number"
                          min={1}
                          max={product?.stock}
                          step={1}
                          className="input py-1 tabular-nums"
                        />
                      )}
                    </FormField>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${product?.title ?? 'product'}`}
                      className="grid h-9 w-9 place-items-center rounded-md text-danger hover:bg-bg"
                    >
                      <Trash2 aria-hidden="true" size={18} />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {itemsError ? <p className="field-error">{itemsError}</p> : null}
          <p className="text-right font-semibold">
            Estimated total:{' '}
            <span className="tabular-nums">{formatPrice(Math.round(total * 100) / 100)}</span>
          </p>
        </section>

        <AddressFieldset
          legend="Shipping address"
          legendClassName="px-1 text-lg font-semibold"
          className={sectionClass}
          disabled={saving}
          ownAddress={false}
          fields={{
            city: register('shoppingAddress.city'),
            street: register('shoppingAddress.street'),
            phone: register('shoppingAddress.phone'),
          }}
          errors={{
            city: errors.shoppingAddress?.city?.message,
            street: errors.shoppingAddress?.street?.message,
            phone: errors.shoppingAddress?.phone?.message,
          }}
        />

        <div className="flex flex-wrap items-start gap-2 xl:col-span-2">
          <Button type="submit" disabled={!isValid || overStock || saving} isLoading={saving}>
            Place order
          </Button>
          <Button
            variant="ghost"
            onClick={() => void navigate(paths.adminOrders.getHref())}
            disabled={saving}
          >
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}
