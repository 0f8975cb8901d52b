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
import type { Drawer, View } from './drawer';
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

export type { View } from './drawer';

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

/**
 * The drawings the catalogue's data may name: "<kind>-<style>", e.g. "phone-pro" or
 * "watch-rugged-square".
 */
export const DRAWINGS: ReadonlyMap<string, Device> = new Map(
  Object.entries(drawers).flatMap(([kind, drawer]) =>
    // Each style is listed by the drawer of its own kind, which is the pairing Device spells out.
    drawer.styles.map((style) => [`${kind}-${style}`, { kind, style } as Device] as const),
  ),
);

/** The device a drawing name stands for, or undefined when no drawer has it. */
export function resolveDrawing(name: string): Device | undefined {
  return DRAWINGS.get(name);
}

export function drawDevice(c: Canvas, device: Device, view: View): string {
  // Each member of the union pairs a kind with its own styles; the lookup loses that pairing.
  const drawer = drawers[device.kind] as Drawer<string>;
  if (view !== 'detail') return drawer[view](c, device.style);
  const focus = drawer.detail(device.style);
  return group(drawer[focus.view](c, device.style), {
    transform: `translate(400 400) scale(${focus.zoom}) translate(${-focus.x} ${-focus.y})`,
  });
}
