import type { ReactNode } from 'react'
import type { CoverIllustration } from '../../content/blog/postTypes'
import { cn } from '../ui/cn'

/** Decorative SVG illustrations for post covers: no requests, no layout shift, crisp at any size. */
const art: Record<CoverIllustration, ReactNode> = {
  quantum: (
    <>
      <circle cx="200" cy="110" r="16" fill="#34d3ac" />
      <ellipse cx="200" cy="110" rx="120" ry="38" fill="none" stroke="#34d3ac" strokeWidth="3" opacity="0.8" />
      <ellipse
        cx="200"
        cy="110"
        rx="120"
        ry="38"
        fill="none"
        stroke="#8593aa"
        strokeWidth="3"
        transform="rotate(60 200 110)"
      />
      <ellipse
        cx="200"
        cy="110"
        rx="120"
        ry="38"
        fill="none"
        stroke="#8593aa"
        strokeWidth="3"
        transform="rotate(-60 200 110)"
      />
    </>
  ),
  standards: (
    <>
      <rect x="120" y="40" width="160" height="140" rx="10" fill="none" stroke="#8593aa" strokeWidth="3" />
      {[70, 95, 120, 145].map((y) => (
        <rect key={y} x="145" y={y} width={y === 145 ? 70 : 110} height="8" rx="4" fill="#b4bfd0" opacity="0.7" />
      ))}
      <circle cx="270" cy="170" r="30" fill="#0b7a63" stroke="#34d3ac" strokeWidth="3" />
      <path
        d="M256 170l10 10 20-20"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  signal: (
    <>
      <path d="M200 190V90" stroke="#b4bfd0" strokeWidth="5" />
      <path d="M170 190l30-100 30 100" fill="none" stroke="#8593aa" strokeWidth="3" />
      {[30, 55, 80].map((r) => (
        <path
          key={r}
          d={`M${200 - r} ${90 - r * 0.6}a${r} ${r} 0 0 1 ${r * 2} 0`}
          fill="none"
          stroke="#34d3ac"
          strokeWidth="3"
          opacity={1 - r / 120}
        />
      ))}
      <circle cx="200" cy="86" r="8" fill="#34d3ac" />
    </>
  ),
  voice: (
    <>
      {[...Array(17).keys()].map((i) => {
        const h = [20, 40, 70, 110, 60, 130, 90, 40, 150, 80, 120, 50, 100, 60, 35, 20, 10][i]!
        return (
          <rect
            key={i}
            x={88 + i * 14}
            y={110 - h / 2}
            width="8"
            height={h}
            rx="4"
            fill={i % 4 === 0 ? '#34d3ac' : '#8593aa'}
          />
        )
      })}
    </>
  ),
  incident: (
    <>
      <path d="M200 40l90 155H110z" fill="none" stroke="#8593aa" strokeWidth="4" strokeLinejoin="round" />
      <rect x="194" y="90" width="12" height="55" rx="6" fill="#34d3ac" />
      <circle cx="200" cy="168" r="8" fill="#34d3ac" />
    </>
  ),
  deployment: (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="120" y={50 + i * 45} width="160" height="34" rx="6" fill="none" stroke="#8593aa" strokeWidth="3" />
          <circle cx="145" cy={67 + i * 45} r="5" fill={i === 1 ? '#34d3ac' : '#b4bfd0'} />
          <rect x="165" y={63 + i * 45} width="90" height="8" rx="4" fill="#b4bfd0" opacity="0.6" />
        </g>
      ))}
    </>
  ),
}

export function CoverArt({ cover, className }: { cover: CoverIllustration; className?: string }) {
  return (
    <svg
      viewBox="0 0 400 220"
      aria-hidden="true"
      focusable="false"
      className={cn('block w-full bg-ink-950', className)}
    >
      <rect width="400" height="220" fill="#0a0f1c" />
      <path d="M0 220L400 0" stroke="#141c2e" strokeWidth="60" />
      {art[cover]}
    </svg>
  )
}
