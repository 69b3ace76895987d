import type { SvgIconProps } from '@mui/material/SvgIcon';
import Air from '@mui/icons-material/Air';
import Apartment from '@mui/icons-material/Apartment';
import Build from '@mui/icons-material/Build';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Church from '@mui/icons-material/Church';
import ContentCut from '@mui/icons-material/ContentCut';
import Email from '@mui/icons-material/Email';
import Favorite from '@mui/icons-material/Favorite';
import Grass from '@mui/icons-material/Grass';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Park from '@mui/icons-material/Park';
import Payments from '@mui/icons-material/Payments';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import Science from '@mui/icons-material/Science';
import Shield from '@mui/icons-material/Shield';
import Spa from '@mui/icons-material/Spa';
import Star from '@mui/icons-material/Star';
import Storefront from '@mui/icons-material/Storefront';
import Straighten from '@mui/icons-material/Straighten';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Verified from '@mui/icons-material/Verified';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { Icon as IconName } from '../generated/site-types';

/** The icons content may name; the schema's "icon" enum lists the same keys (the type check keeps them equal). */
const icons = {
  build: Build, calendar: CalendarMonth, church: Church, email: Email, favorite: Favorite, grass: Grass,
  groups: Groups, handshake: Handshake, park: Park, payments: Payments, phone: Phone, place: Place,
  schedule: Schedule, school: School, shield: Shield, eco: Spa, star: Star, trending: TrendingUp,
  verified: Verified, water: WaterDrop, cut: ContentCut, air: Air, straighten: Straighten, science: Science,
  store: Storefront, apartment: Apartment,
} satisfies Record<IconName, unknown>;

export function Icon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
