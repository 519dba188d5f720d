import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Box, ButtonBase, FormLabel, Stack } from '@mui/material';
import { NODE_COLORS, NODE_ICONS } from '@orbita/contracts/mind-map-doc';
import { useId } from 'react';

/**
 * The node panel's colour and icon pickers: one radio group each, the palette of the shared
 * document model (`NODE_COLORS`, `NODE_ICONS`) plus "none". Names in pt-BR for screen readers
 * and tooltips; a value the palette does not know (written by an older client) is still named.
 */

const COLOR_NAMES: Record<string, string> = {
  '#194DAF': 'Azul',
  '#0F766E': 'Verde-azulado',
  '#15803D': 'Verde',
  '#A16207': 'Mostarda',
  '#C2410C': 'Laranja',
  '#B91C1C': 'Vermelho',
  '#BE185D': 'Rosa',
  '#7E22CE': 'Roxo',
  '#475569': 'Cinza',
};

const ICON_NAMES: Record<string, string> = {
  '⭐': 'Estrela',
  '✅': 'Feito',
  '⚠️': 'Atenção',
  '❓': 'Dúvida',
  '💡': 'Ideia',
  '🔥': 'Urgente',
  '📌': 'Fixado',
  '🎯': 'Meta',
  '📅': 'Data',
  '💰': 'Dinheiro',
  '👤': 'Pessoa',
  '🚀': 'Lançamento',
  '📚': 'Estudo',
  '🐞': 'Problema',
};

export const colorName = (color: string) => COLOR_NAMES[color.toUpperCase()] ?? `Cor ${color}`;
export const iconName = (icon: string) => ICON_NAMES[icon] ?? `Ícone ${icon}`;

interface PickerProps {
  value: string | null;
  readOnly: boolean;
  onChange: (value: string | null) => void;
}

function Swatch({
  label,
  checked,
  readOnly,
  onClick,
  children,
}: {
  label: string;
  checked: boolean;
  readOnly: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={readOnly && !checked}
      aria-readonly={readOnly || undefined}
      onClick={readOnly ? undefined : onClick}
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        fontSize: 18,
        border: 2,
        borderColor: checked ? 'text.primary' : 'transparent',
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'background.paper',
        outlineOffset: -4,
        '&.Mui-focusVisible': { boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}` },
      }}
    >
      {children}
    </ButtonBase>
  );
}

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box>
      <FormLabel id={id} component="div" sx={{ mb: 0.5, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Stack
        role="radiogroup"
        aria-labelledby={id}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
      >
        {children}
      </Stack>
    </Box>
  );
}

export function ColorPicker({ value, readOnly, onChange }: PickerProps) {
  const known = NODE_COLORS.some((c) => c.toUpperCase() === value?.toUpperCase());
  const colors = value && !known ? [...NODE_COLORS, value] : NODE_COLORS;
  return (
    <Group label="Cor">
      <Swatch
        label="Cor do ramo"
        checked={value === null}
        readOnly={readOnly}
        onClick={() => onChange(null)}
      >
        <BlockOutlined fontSize="small" color="action" />
      </Swatch>
      {colors.map((color) => (
        <Swatch
          key={color}
          label={colorName(color)}
          checked={value?.toUpperCase() === color.toUpperCase()}
          readOnly={readOnly}
          onClick={() => onChange(color)}
        >
          <Box
            component="span"
            sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: color }}
          />
        </Swatch>
      ))}
    </Group>
  );
}

export function IconPicker({ value, readOnly, onChange }: PickerProps) {
  const icons = value && !NODE_ICONS.includes(value) ? [...NODE_ICONS, value] : NODE_ICONS;
  return (
    <Group label="Ícone">
      <Swatch
        label="Sem ícone"
        checked={value === null}
        readOnly={readOnly}
        onClick={() => onChange(null)}
      >
        <BlockOutlined fontSize="small" color="action" />
      </Swatch>
      {icons.map((icon) => (
        <Swatch
          key={icon}
          label={iconName(icon)}
          checked={value === icon}
          readOnly={readOnly}
          onClick={() => onChange(icon)}
        >
          <span aria-hidden>{icon}</span>
        </Swatch>
      ))}
    </Group>
  );
}
