import { FileKey2, History, Link2, ScanSearch, Tag, UploadCloud } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function SecureFileTransferPage() {
  return (
    <>
      <PageHero />
      <FeatureGrid copyKey="features" icons={[FileKey2, UploadCloud, Link2, History, Tag, ScanSearch]} />
      <ProseSection copyKey="why" tone="muted" />
      <LinkCards copyKey="related" pages={['solutionMessaging', 'productOnPremises', 'encryption']} />
      <CtaBand />
    </>
  )
}
