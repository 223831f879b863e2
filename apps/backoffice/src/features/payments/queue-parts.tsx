import { Link } from 'react-router';

/** What the payments page passes to a queue: the URL's filters. */
export type TQueueFilter = { status: string; player: string; page: number };

export function PlayerLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={`/players/${id}`} className="font-semibold text-info hover:underline">
      {name}
    </Link>
  );
}
