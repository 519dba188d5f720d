import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { Box, Radio, RadioGroup, Typography } from '@mui/material';
import { accountTypeLabels, type selectableAccountTypes } from '@orbita/contracts/auth';
import type { SvgIconComponent } from '@mui/icons-material';

export type SelectableAccountType = (typeof selectableAccountTypes)[number];

const choices: { value: SelectableAccountType; icon: SvgIconComponent; description: string }[] = [
  {
    value: 'tourist',
    icon: ExploreOutlined,
    description: 'Explore, jogue e organize suas coisas pessoais.',
  },
  {
    value: 'creator',
    icon: BrushOutlined,
    description: 'Publique páginas, produtos e gamificações para o seu público.',
  },
  {
    value: 'organization',
    icon: BusinessOutlined,
    description: 'Tudo do criador, com equipes e contas da organização.',
  },
];

interface Props {
  value: SelectableAccountType | null;
  onChange: (value: SelectableAccountType) => void;
  name: string;
  labelledBy?: string;
}

/** The three account types as radio cards (arrow keys move between them). */
export function AccountTypePicker({ value, onChange, name, labelledBy }: Props) {
  return (
    <RadioGroup
      name={name}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value as SelectableAccountType)}
      aria-labelledby={labelledBy}
      sx={{ gap: 1.5 }}
    >
      {choices.map(({ value: choice, icon: Icon, description }) => {
        const selected = value === choice;
        return (
          <Box
            key={choice}
            component="label"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(25, 77, 175, 0.06)' : 'background.paper',
              cursor: 'pointer',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
              '&:focus-within': {
                outline: '2px solid',
                outlineColor: 'primary.light',
                outlineOffset: 2,
              },
            }}
          >
            <Icon color={selected ? 'primary' : 'action'} sx={{ fontSize: 32 }} aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{accountTypeLabels[choice]}</Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </Box>
            <Radio
              value={choice}
              slotProps={{ input: { 'aria-label': accountTypeLabels[choice] } }}
            />
          </Box>
        );
      })}
    </RadioGroup>
  );
}
