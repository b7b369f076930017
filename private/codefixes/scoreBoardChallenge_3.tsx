export function ScoreBoardLink({ solved, className, children }: { solved: boolean; className: string; children: ReactNode }) {
  return null;
}
