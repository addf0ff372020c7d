import { Building2, Cloud, Factory, Landmark, type LucideIcon, Server, Smartphone } from 'lucide-react'
import { Fragment } from 'react'
import { DiagramLink, DiagramZone, type LinkKind, type ZoneKind } from '../Diagram'
import { Figure } from '../Figure'
import { VisualSection } from '../VisualSection'
import { useVisualsCopy, type Edition } from '../visualsCopy'

/** How each edition is drawn: the kind and icon of each zone, top to bottom, and of each link between them. The words are the locale's. */
const layouts: Record<Edition, { zones: { kind: ZoneKind; icon: LucideIcon }[]; links: LinkKind[] }> = {
  enterprise: {
    zones: [
      { kind: 'device', icon: Smartphone },
      { kind: 'vaultline', icon: Cloud },
      { kind: 'customer', icon: Building2 },
    ],
    links: ['encrypted', 'transport'],
  },
  government: {
    zones: [
      { kind: 'device', icon: Smartphone },
      { kind: 'vaultline', icon: Server },
      { kind: 'customer', icon: Landmark },
    ],
    links: ['encrypted', 'transport'],
  },
  onPremises: {
    zones: [
      { kind: 'device', icon: Smartphone },
      { kind: 'isolated', icon: Factory },
      { kind: 'outside', icon: Cloud },
    ],
    links: ['encrypted', 'none'],
  },
}

/** What runs where in an edition, and who holds which key: zones from the people's devices outwards. */
export function DeploymentDiagram({ edition, tone }: { edition: Edition; tone?: 'white' | 'muted' }) {
  const copy = useVisualsCopy('deployment')[edition]
  const { keysHeld } = useVisualsCopy('figure')
  const layout = layouts[edition]
  return (
    <VisualSection id="where-it-runs" heading={copy.heading} lead={copy.lead} tone={tone}>
      <Figure name={`deployment-${edition}`} caption={copy.caption} rendering="deferred">
        <div className="grid">
          {copy.zones.map((zone, index) => {
            const drawn = layout.zones[index] ?? layout.zones[layout.zones.length - 1]!
            const link = copy.links[index]
            return (
              <Fragment key={zone.name}>
                <DiagramZone
                  kind={drawn.kind}
                  icon={drawn.icon}
                  name={zone.name}
                  place={zone.place}
                  items={zone.items}
                  keys={zone.keys}
                  keysLabel={keysHeld}
                />
                {link && index < copy.zones.length - 1 && (
                  <DiagramLink kind={layout.links[index] ?? 'transport'} label={link.label} detail={link.detail} />
                )}
              </Fragment>
            )
          })}
        </div>
      </Figure>
    </VisualSection>
  )
}
