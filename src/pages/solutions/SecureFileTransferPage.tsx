import { FileKey2, History, Link2, ScanSearch, Tag, UploadCloud } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { FileTransferScreen } from '../../components/visuals/screens/FileTransferScreen'

export default function SecureFileTransferPage() {
  return (
    <>
      {/* The file transfer this page is about, drawn, beside its headline on wide screens (design review DES-07). */}
      <PageHero aside={<FileTransferScreen captionDisplay="hidden" tone="dark" />} />
      <FeatureGrid copyKey="features" icons={[FileKey2, UploadCloud, Link2, History, Tag, ScanSearch]} />
      <ProseSection copyKey="why" tone="muted" />
      <LinkCards copyKey="related" pages={['solutionMessaging', 'productOnPremises', 'encryption']} />
      <CtaBand />
    </>
  )
}
