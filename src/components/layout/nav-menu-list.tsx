import { usePath } from '../../app/page-path';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SmartLink } from '../smart-link';
import { useSite } from '../../app/site-context';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

interface Props {
  menu: ResolvedMenu;
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open dropdown of a header menu (its own chunk: nobody needs it before the first click). */
export default function NavMenuList({ menu, id, anchor, onClose }: Props) {
  const pathname = usePath();
  const { layout, ui } = useSite();
  const twoColumns = menu.items.length > layout.navColumnsAbove;
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // Rendered inside the header's navigation, right after its button: the list stays in the "Main"
      // landmark and in reading order for screen readers, instead of at the end of the page.
      disablePortal
      slotProps={{
        list: {
          'aria-labelledby': `${id}-button`,
          sx: { display: 'grid', gridTemplateColumns: twoColumns ? 'repeat(2, minmax(180px, 1fr))' : '1fr' },
        },
      }}
    >
      {menu.items.map((item) => {
        const current = isCurrent(item.href, pathname);
        return (
          <MenuItem
            key={item.href}
            component={SmartLink}
            href={item.href}
            aria-current={current ? 'page' : undefined}
            onClick={onClose}
            sx={{ fontWeight: current ? 700 : 400, minHeight: 44 }}
          >
            {item.title}
            {item.isNew ? <Chip label={ui.newBadge} size="small" color="secondary" sx={{ ml: 1, height: 20, color: '#1b3a1c' }} /> : null}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
