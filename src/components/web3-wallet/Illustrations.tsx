/** The bee haven's two pictures, drawn here (no image files). */
export function BeeArt() {
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true">
      <ellipse cx="42" cy="26" rx="16" ry="12" fill="#e3f2fd" opacity="0.85" transform="rotate(-25 42 26)" />
      <ellipse cx="66" cy="24" rx="16" ry="12" fill="#e3f2fd" opacity="0.85" transform="rotate(25 66 24)" />
      <ellipse cx="56" cy="50" rx="30" ry="20" fill="#ffc107" />
      <path d="M44 32 v36 M58 30 v40 M72 33 v34" stroke="#3e2723" strokeWidth="7" />
      <circle cx="90" cy="48" r="12" fill="#3e2723" />
      <circle cx="94" cy="45" r="3" fill="#fff" />
      <path d="M26 50 l-10 4 l10 3" fill="#3e2723" />
    </svg>
  );
}

export function HoneyPotArt() {
  return (
    <svg viewBox="0 0 100 100" width="100" height="100" aria-hidden="true">
      <path d="M22 38 q-10 30 8 50 h40 q18 -20 8 -50 z" fill="#ff8f00" />
      <rect x="18" y="28" width="64" height="12" rx="6" fill="#6d4c41" />
      <path d="M30 40 q4 16 0 22 q-4 -6 0 -22 M58 40 q5 12 1 18 q-5 -5 -1 -18" fill="#ffca28" />
      <text x="50" y="76" textAnchor="middle" fontSize="13" fontWeight="bold" fill="#4e342e">
        HONEY
      </text>
    </svg>
  );
}
