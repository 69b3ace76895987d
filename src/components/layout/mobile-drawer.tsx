import { useState } from 'react';
import { usePath } from '../../app/page-path';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSite } from '../../app/site-context';
import { LogoutButton } from '../../app/session/logout-button';
import { ActionButton } from '../action-button';
import { SmartLink } from '../smart-link';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

interface Props {
  open: boolean;
  onClose: () => void;
  menus: ResolvedMenu[];
}

/** The left drawer below the md breakpoint: collapsible groups and the same two buttons as the header. */
export default function MobileDrawer({ open, onClose, menus }: Props) {
  const { header, layout, ui } = useSite();
  const pathname = usePath();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: '85vw', maxWidth: layout.drawerMaxWidth }, 'aria-label': ui.openMenu } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={ui.closeMenu} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <List component="nav" aria-label={ui.mainNav}>
        {menus.map((menu) => {
          const isOpen = expanded === menu.title;
          const groupId = `drawer-group-${menu.title.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <Box key={menu.title}>
              <ListItemButton aria-expanded={isOpen} aria-controls={groupId} onClick={() => setExpanded(isOpen ? null : menu.title)}>
                <ListItemText primary={menu.title} />
                {isOpen ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
              </ListItemButton>
              <Collapse in={isOpen} id={groupId} unmountOnExit>
                <List disablePadding>
                  {menu.items.map((item) => {
                    const current = isCurrent(item.href, pathname);
                    return (
                      <ListItem key={item.href} disablePadding>
                        <ListItemButton
                          component={SmartLink}
                          href={item.href}
                          onClick={onClose}
                          aria-current={current ? 'page' : undefined}
                          sx={{ pl: 4 }}
                        >
                          <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontWeight: current ? 700 : 400 } } }} />
                          {item.isNew ? <Chip label={ui.newBadge} size="small" color="secondary" sx={{ height: 20, color: '#1b3a1c' }} /> : null}
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
        <LogoutButton />
        {/* It opens a new tab: on coming back, the page should not still be covered by the drawer. */}
        <ActionButton button={header.payButton} fullWidth onClick={onClose} />
        <ActionButton button={header.contactButton} fullWidth onClick={onClose} />
      </Box>
    </Drawer>
  );
}
