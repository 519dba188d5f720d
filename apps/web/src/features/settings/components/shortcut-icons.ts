import ArticleIcon from '@mui/icons-material/Article';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FlagIcon from '@mui/icons-material/Flag';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import HomeIcon from '@mui/icons-material/Home';
import InsertChartIcon from '@mui/icons-material/InsertChart';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PhotoIcon from '@mui/icons-material/Photo';
import PublicIcon from '@mui/icons-material/Public';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VideocamIcon from '@mui/icons-material/Videocam';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ShortcutIcon } from '@orbita/contracts/settings';

/** The picker's icons, each with the pt-BR name a screen reader says. */
export const shortcutIconSet: Record<ShortcutIcon, { Icon: SvgIconComponent; label: string }> = {
  link: { Icon: LinkIcon, label: 'Link' },
  star: { Icon: StarIcon, label: 'Estrela' },
  bookmark: { Icon: BookmarkIcon, label: 'Marcador' },
  home: { Icon: HomeIcon, label: 'Casa' },
  work: { Icon: WorkIcon, label: 'Trabalho' },
  folder: { Icon: FolderIcon, label: 'Pasta' },
  description: { Icon: DescriptionIcon, label: 'Documento' },
  article: { Icon: ArticleIcon, label: 'Artigo' },
  calendar: { Icon: CalendarMonthIcon, label: 'Calendário' },
  event: { Icon: EventIcon, label: 'Evento' },
  task: { Icon: TaskAltIcon, label: 'Tarefa' },
  checklist: { Icon: ChecklistIcon, label: 'Lista' },
  lightbulb: { Icon: LightbulbIcon, label: 'Ideia' },
  chat: { Icon: ChatIcon, label: 'Conversa' },
  mail: { Icon: MailIcon, label: 'E-mail' },
  phone: { Icon: PhoneIcon, label: 'Telefone' },
  group: { Icon: GroupIcon, label: 'Grupo' },
  person: { Icon: PersonIcon, label: 'Pessoa' },
  school: { Icon: SchoolIcon, label: 'Escola' },
  shopping: { Icon: ShoppingCartIcon, label: 'Compras' },
  money: { Icon: PaymentsIcon, label: 'Dinheiro' },
  chart: { Icon: InsertChartIcon, label: 'Gráfico' },
  flag: { Icon: FlagIcon, label: 'Bandeira' },
  rocket: { Icon: RocketLaunchIcon, label: 'Foguete' },
  heart: { Icon: FavoriteIcon, label: 'Coração' },
  music: { Icon: MusicNoteIcon, label: 'Música' },
  photo: { Icon: PhotoIcon, label: 'Foto' },
  video: { Icon: VideocamIcon, label: 'Vídeo' },
  code: { Icon: CodeIcon, label: 'Código' },
  public: { Icon: PublicIcon, label: 'Mundo' },
  settings: { Icon: SettingsIcon, label: 'Engrenagem' },
  trophy: { Icon: EmojiEventsIcon, label: 'Troféu' },
};
