import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Apps from '@mui/icons-material/Apps';
import Assignment from '@mui/icons-material/Assignment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Chat from '@mui/icons-material/Chat';
import Computer from '@mui/icons-material/Computer';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/Home';
import Info from '@mui/icons-material/Info';
import LinkIcon from '@mui/icons-material/Link';
import Mail from '@mui/icons-material/Mail';
import MenuBook from '@mui/icons-material/MenuBook';
import Notifications from '@mui/icons-material/Notifications';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Wifi from '@mui/icons-material/Wifi';
import type { MenuItem } from '@tayori/contract';

/** Spec 000 §2: menu icons are 44 px. */
export const MENU_ICON_SIZE = 44;

/** The built-in icon names the menu data may use; an unknown name shows a generic icon. */
const builtInIcons: Record<string, ComponentType<SvgIconProps>> = {
  apps: Apps,
  assignment: Assignment,
  book: MenuBook,
  calendar: CalendarMonth,
  chat: Chat,
  computer: Computer,
  description: Description,
  event: Event,
  help: HelpOutline,
  home: Home,
  info: Info,
  link: LinkIcon,
  mail: Mail,
  notifications: Notifications,
  person: Person,
  school: School,
  settings: Settings,
  video: OndemandVideo,
  wifi: Wifi,
};

/** An item's icon: a custom image or a built-in icon; orange when available, grey when not. */
export function MenuIcon({ item }: { item: MenuItem }) {
  if (item.iconUrl) {
    return (
      <Box
        component="img"
        src={item.iconUrl}
        alt=""
        width={MENU_ICON_SIZE}
        height={MENU_ICON_SIZE}
        sx={{
          objectFit: 'contain',
          filter: item.available ? undefined : 'grayscale(1)',
          opacity: item.available ? 1 : 0.5,
        }}
      />
    );
  }
  const Icon = builtInIcons[item.icon ?? ''] ?? Apps;
  return (
    <Icon
      aria-hidden
      sx={{ fontSize: MENU_ICON_SIZE, color: item.available ? 'primary.light' : 'action.disabled' }}
    />
  );
}
