import { each } from "@/components/ui/each";
import { heroVisualCopy as copy } from "@/content/home";

/**
 * A drawn dashboard: the product kind of work we ship, without a photo to download. Its words are the
 * page's text, set in the brand's face by the page's stylesheet (`font-sans` on the drawing), so every
 * device draws them alike.
 */
export function HeroVisual() {
  return (
    <svg viewBox="0 0 520 420" className="h-auto w-full font-sans" role="img" aria-label={copy.label}>
      <defs>
        <linearGradient id="hv-a" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="500" height="360" rx="24" fill="#111833" stroke="#ffffff22" />
      <rect x="10" y="20" width="500" height="48" rx="24" fill="#ffffff0d" />
      <circle cx="40" cy="44" r="6" fill="#f87171" />
      <circle cx="60" cy="44" r="6" fill="#fbbf24" />
      <circle cx="80" cy="44" r="6" fill="#34d399" />
      <text x="110" y="49" fill="#cbd5e1" fontSize="14">
        {copy.window}
      </text>
      {each(copy.tiles, (tile, index) => (
        <g>
          <rect
            x={34 + index * 156}
            y="90"
            width="140"
            height="76"
            rx="14"
            fill={index === 0 ? "url(#hv-a)" : "#ffffff12"}
          />
          <text x={50 + index * 156} y="120" fill={index === 0 ? "#e0e7ff" : "#94a3b8"} fontSize="12">
            {tile.label}
          </text>
          <text x={50 + index * 156} y="150" fill="#fff" fontSize="26" fontWeight="700">
            {tile.value}
          </text>
        </g>
      ))}
      <rect x="34" y="186" width="452" height="170" rx="14" fill="#ffffff08" />
      {each([0, 1, 2, 3], (row) => (
        <line x1="54" x2="466" y1={220 + row * 34} y2={220 + row * 34} stroke="#ffffff14" />
      ))}
      <polyline
        points="54,320 110,300 166,306 222,270 278,282 334,240 390,250 466,212"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <polyline
        points="54,330 110,318 166,322 222,296 278,300 334,272 390,276 466,248"
        fill="none"
        stroke="#818cf8"
        strokeWidth="3"
        strokeDasharray="3 9"
        strokeLinecap="round"
      />
      <rect x="300" y="330" width="190" height="70" rx="16" fill="#fff" />
      <circle cx="330" cy="365" r="14" fill="#22c55e" />
      <path d="M323 365l5 5 9-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <text x="354" y="360" fill="#0f172a" fontSize="13" fontWeight="700">
        {copy.toast.title}
      </text>
      <text x="354" y="378" fill="#475569" fontSize="11">
        {copy.toast.detail}
      </text>
    </svg>
  );
}
