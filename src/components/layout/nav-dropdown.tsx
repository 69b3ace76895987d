import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { SmartLink } from '../smart-link';
import { useSite } from '../../app/site-context';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

/** One header dropdown. Opens on click; the current page is bold; over the threshold it shows two columns. */
export function NavDropdown({ menu }: { menu: ResolvedMenu }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const { layout, ui } = useSite();
  const id = useId();
  const open = anchor !== null;
  const containsCurrent = menu.items.some((item) => isCurrent(item.href, pathname));
  const twoColumns = menu.items.length > layout.navColumnsAbove;
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDown />}
        sx={{ fontWeight: containsCurrent ? 700 : 400, color: 'text.primary', px: { md: 1, lg: 1.5 } }}
      >
        {menu.title}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
              onClick={() => setAnchor(null)}
              sx={{ fontWeight: current ? 700 : 400, minHeight: 44 }}
            >
              {item.title}
              {item.isNew ? <Chip label={ui.newBadge} size="small" color="secondary" sx={{ ml: 1, height: 20, color: '#1b3a1c' }} /> : null}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
