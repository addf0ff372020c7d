import { Network, RadioTower, Smartphone, type LucideIcon } from 'lucide-react'

/** A layer of attack, numbered from 1 in the copy's order (visuals.json, `threatLayers.layers`). */
export type ThreatLayer = 1 | 2 | 3 | 4 | 5

/**
 * The stations of a conversation's path, from one phone to the other, in the order of
 * `threatLayers.path`, and the layers that target each: one table for the overview's diagram
 * and each threat page's hero, so the two never disagree.
 */
export const threatPath: readonly { icon: LucideIcon; layers: readonly ThreatLayer[] }[] = [
  { icon: Smartphone, layers: [3, 4] },
  { icon: RadioTower, layers: [1] },
  { icon: Network, layers: [2, 5] },
  { icon: RadioTower, layers: [1] },
  { icon: Smartphone, layers: [3, 4] },
]

/** The names of the places a layer targets, each once, in path order. */
export function placesTargetedBy(layer: ThreatLayer, pathNames: readonly string[]): string[] {
  return [
    ...new Set(
      threatPath.flatMap((station, index) => (station.layers.includes(layer) ? [pathNames[index] ?? ''] : [])),
    ),
  ].filter(Boolean)
}
