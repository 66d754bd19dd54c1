import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { EMOJIS, type Emoji, type ReactionCounts } from '@intranet/contract';

/** Spoken names of the six reactions (screen readers read emojis inconsistently). */
export const EMOJI_NAMES: Record<Emoji, string> = {
  '👍': 'Me gusta',
  '❤️': 'Me encanta',
  '🎉': 'Celebrar',
  '😂': 'Me divierte',
  '😮': 'Me asombra',
  '😢': 'Me entristece',
};

interface ReactionBarProps {
  reacciones: ReactionCounts;
  mine: Emoji | null;
  onReact: (emoji: Emoji) => void;
  disabled?: boolean;
}

/**
 * The reactions of one comment: a chip per emoji in use (pressed = mine; choosing it again removes it)
 * and a picker with the six emojis (choosing another replaces mine).
 */
export function ReactionBar({ reacciones, mine, onReact, disabled }: ReactionBarProps) {
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const used = EMOJIS.filter((e) => reacciones[e] > 0 || mine === e);
  const choose = (emoji: Emoji) => {
    setOpen(false);
    onReact(emoji);
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-1 mt-2">
      {used.map((emoji) => (
        <Button
          key={emoji}
          variant="outline-secondary"
          className="forum-reaction"
          aria-pressed={mine === emoji}
          aria-label={`${EMOJI_NAMES[emoji]}: ${reacciones[emoji]}${mine === emoji ? ' (su reacción; pulse para quitarla)' : ''}`}
          title={EMOJI_NAMES[emoji]}
          disabled={disabled}
          onClick={() => choose(emoji)}
        >
          <span aria-hidden="true">{emoji}</span> <span aria-hidden="true">{reacciones[emoji]}</span>
        </Button>
      ))}
      <Button
        variant="link"
        size="sm"
        className="text-decoration-none px-1"
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={() => setOpen((v) => !v)}
        disabled={disabled}
      >
        <i className="bi bi-emoji-smile" aria-hidden="true" /> Reaccionar
      </Button>
      {open && (
        <div
          id={pickerId}
          className="forum-picker d-flex gap-1 border rounded-pill bg-white px-2 py-1 shadow-sm"
          role="group"
          aria-label="Elegir reacción"
        >
          {EMOJIS.map((emoji) => (
            <Button
              key={emoji}
              variant="light"
              aria-label={EMOJI_NAMES[emoji]}
              aria-pressed={mine === emoji}
              title={EMOJI_NAMES[emoji]}
              onClick={() => choose(emoji)}
            >
              <span aria-hidden="true">{emoji}</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
