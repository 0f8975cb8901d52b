/** The pictures of the demo catalogue: which are drawn for each entry, and at what size. */
import { BRANDS, type DemoBrand, type DemoCategory, type DemoProduct } from './catalogue';
import { brandSvg, categorySvg, productPalette, productSvg } from './drawing/artwork';
import { resolveDrawing, type Device, type View } from './drawing/devices';

const COVER_SIZE = 800;
const GALLERY_SIZE = 600;
const TILE_SIZE = 600;

/** One picture to draw, and the image folder it belongs in. */
export type Picture = { folder: 'categories' | 'brands' | 'products'; svg: () => string };

function device(name: string, owner: string): Device {
  const found = resolveDrawing(name);
  if (!found) throw new Error(`Demo ${owner} names an unknown drawing ${name}`);
  return found;
}

/** The gallery of the product at `index`: two to four views that are not the cover. */
export function galleryViews(index: number): View[] {
  const sets: View[][] = [
    ['back', 'side', 'detail'],
    ['front', 'back', 'side', 'detail'],
    ['back', 'detail'],
  ];
  return sets[index % sets.length] ?? ['back', 'side'];
}

export function categoryPicture(category: DemoCategory): Picture {
  const drawn = device(category.drawing, `category ${category.name}`);
  return { folder: 'categories', svg: () => categorySvg(drawn, category.colour, TILE_SIZE) };
}

export function brandPicture(brand: DemoBrand): Picture {
  return { folder: 'brands', svg: () => brandSvg(brand, TILE_SIZE) };
}

/** The cover and gallery of the product at `index` in PRODUCTS (the index varies the look). */
export function productPictures(
  product: DemoProduct,
  index: number,
): { cover: Picture; gallery: Picture[] } {
  const brand = BRANDS.find((candidate) => candidate.name === product.brand);
  if (!brand) throw new Error(`Demo product ${product.title} has an unknown brand`);
  const drawn = device(product.drawing, `product ${product.title}`);
  const palette = productPalette({
    body: product.colour,
    trim: product.trim,
    accent: brand.accent,
    mark: brand.printed ? brand.wordmark : '',
    index,
  });
  const picture = (view: View, size: number): Picture => ({
    folder: 'products',
    svg: () => productSvg(drawn, view, palette, size),
  });
  return {
    cover: picture('front', COVER_SIZE),
    gallery: galleryViews(index).map((view) => picture(view, GALLERY_SIZE)),
  };
}
