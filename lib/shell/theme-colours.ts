// The page background of each theme (app/globals.css), which the browser's own bars take on (the
// theme-color meta tag and the installed app's splash screen).
export const THEME_COLOURS = { light: '#f4f5f8', dark: '#0e1014' } as const
