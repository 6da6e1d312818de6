import { Tabs as TabsPrimitive } from 'radix-ui';
import { withClass } from './with-class';

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClass(
  TabsPrimitive.List,
  'flex h-11 w-full items-center justify-center rounded-xl bg-muted p-1 text-muted-foreground',
  'TabsList',
);

export const TabsTrigger = withClass(
  TabsPrimitive.Trigger,
  'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
  'TabsTrigger',
);

export const TabsContent = withClass(TabsPrimitive.Content, 'mt-6 outline-none', 'TabsContent');
