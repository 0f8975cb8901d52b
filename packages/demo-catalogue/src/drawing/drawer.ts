/**
 * What every device drawing provides. Kept apart from the registry (devices.ts), which imports
 * each device file: the device files import these types from here, never the registry.
 */
import type { Canvas } from './svg-kit';

/** A picture of the product: the cover shows the front, the gallery the other views. */
export type View = 'front' | 'back' | 'side' | 'detail';

export type Focus = { view: Exclude<View, 'detail'>; x: number; y: number; zoom: number };

/** Draws one kind of device on the 800 x 800 board. */
export type Drawer<S extends string> = {
  /** The variants it draws. */
  styles: readonly S[];
  front: (c: Canvas, style: S) => string;
  /** The back, or the device seen from below or inside. */
  back: (c: Canvas, style: S) => string;
  /** Another angle, or the device with what comes with it. */
  side: (c: Canvas, style: S) => string;
  /** Where a close-up looks. */
  detail: (style: S) => Focus;
};
