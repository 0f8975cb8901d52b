import {
  camera,
  gameConsole,
  controller,
  gadget,
  laptop,
  speaker,
  tv,
  type CameraStyle,
  type ConsoleStyle,
  type ControllerStyle,
  type GadgetStyle,
  type LaptopStyle,
  type SpeakerStyle,
  type TvStyle,
} from './devices-home';
import {
  earbuds,
  headphones,
  phone,
  tablet,
  watch,
  type EarbudsStyle,
  type HeadphonesStyle,
  type PhoneStyle,
  type TabletStyle,
  type WatchStyle,
} from './devices-mobile';
import { type Canvas, group } from './svg-kit';

/** What a product looks like: the kind of device and its variant. */
export type Device =
  | { kind: 'phone'; style: PhoneStyle }
  | { kind: 'tablet'; style: TabletStyle }
  | { kind: 'laptop'; style: LaptopStyle }
  | { kind: 'headphones'; style: HeadphonesStyle }
  | { kind: 'earbuds'; style: EarbudsStyle }
  | { kind: 'watch'; style: WatchStyle }
  | { kind: 'camera'; style: CameraStyle }
  | { kind: 'console'; style: ConsoleStyle }
  | { kind: 'controller'; style: ControllerStyle }
  | { kind: 'tv'; style: TvStyle }
  | { kind: 'speaker'; style: SpeakerStyle }
  | { kind: 'gadget'; style: GadgetStyle };

/** A picture of the product: the cover shows the front, the gallery the other views. */
export type View = 'front' | 'back' | 'side' | 'detail';

type Focus = { view: Exclude<View, 'detail'>; x: number; y: number; zoom: number };

/** Draws one kind of device on the 800 x 800 board. */
export type Drawer<S extends string> = {
  front: (c: Canvas, style: S) => string;
  /** The back, or the device seen from below or inside. */
  back: (c: Canvas, style: S) => string;
  /** Another angle, or the device with what comes with it. */
  side: (c: Canvas, style: S) => string;
  /** Where a close-up looks. */
  detail: (style: S) => Focus;
};

const drawers = {
  phone,
  tablet,
  laptop,
  headphones,
  earbuds,
  watch,
  camera,
  console: gameConsole,
  controller,
  tv,
  speaker,
  gadget,
};

export function drawDevice(c: Canvas, device: Device, view: View): string {
  // Each member of the union pairs a kind with its own styles; the lookup loses that pairing.
  const drawer = drawers[device.kind] as Drawer<string>;
  if (view !== 'detail') return drawer[view](c, device.style);
  const focus = drawer.detail(device.style);
  return group(drawer[focus.view](c, device.style), {
    transform: `translate(400 400) scale(${focus.zoom}) translate(${-focus.x} ${-focus.y})`,
  });
}
