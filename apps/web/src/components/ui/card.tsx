import { withClass } from './with-class';

export const Card = withClass('div', 'rounded-2xl border bg-card text-card-foreground shadow-sm', 'Card');
export const CardHeader = withClass('div', 'flex flex-col gap-1.5 p-6', 'CardHeader');
export const CardTitle = withClass('h3', 'text-lg leading-tight font-semibold tracking-tight', 'CardTitle');
export const CardDescription = withClass('p', 'text-sm text-muted-foreground', 'CardDescription');
export const CardContent = withClass('div', 'p-6 pt-0', 'CardContent');
export const CardFooter = withClass('div', 'flex items-center p-6 pt-0', 'CardFooter');
