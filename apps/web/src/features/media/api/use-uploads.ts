import type { MediaFile } from '@orbita/contracts/media';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UploadItem } from '../components/upload-list';
import { addUploaded } from './mutations';
import { duplicateOf, uploadFile } from './upload';

/** A file whose bytes are already in the library: the question asked before storing it again. */
export interface DuplicateQuestion {
  key: string;
  file: File;
  existing: MediaFile;
}

let counter = 0;

/**
 * The upload queue of a library screen: files are sent one at a time with their progress;
 * a duplicate stops to ask "usar o existente?" (reuse: nothing is stored; keep: a second
 * copy). `onDone` gets each file that ends up chosen (uploaded or reused).
 */
export function useUploads({
  folderId,
  onDone,
}: {
  folderId: string | null;
  onDone?: (file: MediaFile) => void;
}) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [question, setQuestion] = useState<DuplicateQuestion | null>(null);
  const queue = useRef<{ key: string; file: File; keep: boolean; folderId: string | null }[]>([]);
  const running = useRef(false);
  const answer = useRef<((keep: boolean) => void) | null>(null);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((old) => old.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const ask = (q: DuplicateQuestion) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion(q);
    });

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file, keep } = next;
        patch(key, { status: 'sending', progress: 0 });
        try {
          const uploaded = await uploadFile(file, {
            query: { folderId: next.folderId ?? undefined, duplicate: keep ? 'keep' : 'refuse' },
            onProgress: (progress) => patch(key, { progress }),
          });
          addUploaded(client, uploaded);
          patch(key, { status: 'done', progress: 100 });
          onDone?.(uploaded);
        } catch (error) {
          const existing = duplicateOf(error);
          if (!existing) {
            patch(key, { status: 'failed', message: (error as Error).message });
            continue;
          }
          if (await ask({ key, file, existing })) {
            queue.current.unshift({ ...next, keep: true });
          } else {
            patch(key, {
              status: 'duplicate',
              message: `Usando o arquivo existente: ${existing.name}`,
            });
            onDone?.(existing);
          }
        }
      }
    } finally {
      running.current = false;
    }
  };

  return {
    items,
    question,
    add(files: readonly File[]) {
      const added = files.map((file) => ({ key: `u${++counter}`, file, keep: false, folderId }));
      queue.current.push(...added);
      setItems((old) => [
        ...old,
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          status: 'waiting' as const,
        })),
      ]);
      void run();
    },
    /** The person's answer to the duplicate question: store a copy (true) or reuse (false). */
    answer(keep: boolean) {
      setQuestion(null);
      answer.current?.(keep);
      answer.current = null;
    },
    clear() {
      setItems((old) => old.filter((i) => i.status === 'waiting' || i.status === 'sending'));
    },
  };
}
