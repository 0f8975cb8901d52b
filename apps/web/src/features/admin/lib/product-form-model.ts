import { PRODUCT_GALLERY_MAX, productFieldsSchema, productMessages } from '@electro/shared';
import type { Product } from '@electro/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { GalleryPlan } from '../api/products';
import type { GalleryItem } from '../components/gallery-editor';
import type { ImageValue } from '../components/image-drop-zone';

/**
 * What a lost connection means for the product (docs/decisions/086). A product is not sent
 * again by itself: POST /products takes no Idempotency-Key, so a repeat could add it twice.
 */
export const productConnectionNotes = {
  idle: (verb: string) =>
    `You are offline. Saving needs a connection; ${verb} the product once it is back.`,
  notSent: (verb: string) =>
    `The connection is gone, so the product was not saved. Your entries are kept: press ${verb} Product again once the connection is back.`,
  lost: (verb: string) =>
    `The connection was lost while saving, so the product may not have been saved. Check the products list before you ${verb.toLowerCase()} it again.`,
};

/** A blank Discount means no discount (0), as the field's starting value says. */
const discountSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? '0' : value),
  productFieldsSchema.shape.discount,
);

/**
 * What a number input hands over: its text, or a marker the shared schema refuses as "must be a
 * number" when the browser holds text it cannot read as one (the input's value is then '').
 */
const NOT_A_NUMBER = 'not a number';
export const numberValue = (input: HTMLInputElement) =>
  input.validity.badInput ? NOT_A_NUMBER : input.value;

const productFormSchema = productFieldsSchema.extend({
  discount: discountSchema,
  imageCover: z.custom<ImageValue>(
    (value) => value instanceof File || (typeof value === 'string' && value.length > 0),
    { error: productMessages.coverRequired },
  ),
  images: z.array(z.custom<GalleryItem>()).max(PRODUCT_GALLERY_MAX, productMessages.tooManyImages),
});

/** What the inputs hold: numbers stay text until the shared schema coerces them. */
export type ProductFormValues = {
  title: string;
  description: string;
  price: string;
  stock: string;
  discount: string;
  category: string;
  brand: string;
  imageCover: ImageValue;
  images: GalleryItem[];
};
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const productFormResolver = zodResolver(productFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductFormOutput
>;

export function defaultsOf(product: Product | undefined): ProductFormValues {
  if (!product) {
    return {
      title: '',
      description: '',
      price: '',
      stock: '',
      discount: '0',
      category: '',
      brand: '',
      imageCover: null,
      images: [],
    };
  }
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    stock: String(product.stock),
    discount: String(product.discount),
    category: product.category._id,
    brand: product.brand._id,
    imageCover: product.imageCover.secure_url,
    images: product.images.map((image, index) => ({
      key: `saved-${index}-${image.public_id}`,
      url: image.secure_url,
      publicId: image.public_id,
    })),
  };
}

export const sameOrder = (a: GalleryItem[], b: GalleryItem[]) =>
  a.length === b.length && a.every((item, index) => item.key === b[index]?.key);

/**
 * The gallery to ask for (docs/API.md, keepImages): saved images by public_id, where they stand,
 * and new files by their place among the `images` sent. Nothing is downloaded and sent again.
 */
export function galleryPlan(items: GalleryItem[]): { plan: GalleryPlan; files: File[] } {
  const files: File[] = [];
  const plan: GalleryPlan = [];
  for (const item of items) {
    if (item.file) {
      plan.push({ file: files.length });
      files.push(item.file);
    } else if (item.publicId) plan.push({ keep: item.publicId });
  }
  return { plan, files };
}
