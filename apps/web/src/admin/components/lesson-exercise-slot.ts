import { type ComponentType, createContext } from 'react';

/**
 * What opens under an exercise lesson in the curriculum: the practice section's exercise editor.
 * The shell hands it in (shell/admin.tsx), so the curriculum section never imports the
 * exercises section (docs/decisions/090-web-feature-api-layers.md). Without it the button shows nothing.
 */
export const LessonExerciseSlot = createContext<ComponentType<{ lessonId: string }> | null>(null);
