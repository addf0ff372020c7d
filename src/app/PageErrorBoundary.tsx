import { Component, type ErrorInfo, type ReactNode } from 'react'
import { CrashScreen } from './screens/CrashScreen'

interface State {
  error: unknown
  componentStack: string | null
}

/** Catches render crashes inside a page so the header and footer stay usable; shows the crash screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, componentStack: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? null })
    console.error('[vaultline] page crashed', error)
  }

  override render() {
    if (this.state.error) return <CrashScreen error={this.state.error} componentStack={this.state.componentStack} />
    return this.props.children
  }
}
