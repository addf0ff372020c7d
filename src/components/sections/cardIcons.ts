/**
 * The icons link cards show for pages, by the names src/components/pageLinks.ts gives them. Apart
 * from that map so the menu and footer, which read it on every page, do not load the icons.
 */
import {
  AlertTriangle,
  Antenna,
  Atom,
  Bot,
  Briefcase,
  Bug,
  Building2,
  FolderLock,
  KeyRound,
  Landmark,
  Layers,
  MessageSquare,
  Network,
  PhoneCall,
  RadioTower,
  Server,
  Siren,
  Smartphone,
} from 'lucide-react'

export const cardIcons = {
  AlertTriangle,
  Antenna,
  Atom,
  Bot,
  Briefcase,
  Bug,
  Building2,
  FolderLock,
  KeyRound,
  Landmark,
  Layers,
  MessageSquare,
  Network,
  PhoneCall,
  RadioTower,
  Server,
  Siren,
  Smartphone,
}

export type CardIconName = keyof typeof cardIcons
