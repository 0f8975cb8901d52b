import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';

export const STORE_PHONE = '+20 100 123 4567';
export const STORE_CITY = 'Cairo, Egypt';

export function TopBar() {
  return (
    <div className="bg-fg text-bg">
      <div className="container-page flex h-9 items-center justify-between text-sm">
        <a
          href={`tel:${STORE_PHONE.replace(/\s/g, '')}`}
          className="inline-flex items-center gap-2 hover:underline"
        >
          <Phone aria-hidden="true" size={14} />
          <span className="sr-only">Call us: </span>
          {STORE_PHONE}
        </a>
        <span className="inline-flex items-center gap-2">
          <MapPin aria-hidden="true" size={14} />
          <span className="sr-only">Location: </span>
          {STORE_CITY}
        </span>
      </div>
    </div>
  );
}
