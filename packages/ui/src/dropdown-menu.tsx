"use client";

import type { ComponentProps, ReactElement, ReactNode } from "react";

import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";

import { cn } from "./lib/cn";
import { LineIcon } from "./lib/line-icon";

const CONTENT_CLASSES =
  "z-60 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto rounded-md border border-gray-200 bg-white p-1 text-sm text-gray-900 shadow-lg transition-[opacity,scale] duration-100 starting:scale-95 starting:opacity-0 motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100";

const ITEM_CLASSES =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-gray-100 dark:data-highlighted:bg-gray-800 [&_svg]:size-4 [&_svg]:shrink-0";

const ITEM_VARIANT_CLASSES = {
  default: "",
  error:
    "text-error data-highlighted:bg-error/10 dark:text-error-400 dark:data-highlighted:bg-error/20",
} as const;

export interface DropdownMenuProps {
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * A modal menu hides the page from assistive technology while its controls stay focusable, which
   * axe (`aria-hidden-focus`) rightly reports.
   */
  modal?: boolean;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  className?: string;
}

export function DropdownMenu({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  side = "bottom",
  align = "end",
  className,
}: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          side={side}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          data-slot="dropdown-menu"
          className={cn(CONTENT_CLASSES, className)}
        >
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  variant?: keyof typeof ITEM_VARIANT_CLASSES;
  icon?: ReactNode;
}

export function DropdownMenuItem({
  variant = "default",
  icon,
  className,
  children,
  asChild,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      {...props}
      asChild={asChild}
      data-variant={variant}
      className={cn(ITEM_CLASSES, ITEM_VARIANT_CLASSES[variant], className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {icon && <span aria-hidden="true">{icon}</span>}
          {children}
        </>
      )}
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      {...props}
      className={cn("px-2 py-1.5 text-xs font-medium text-gray-500 dark:text-gray-400", className)}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      {...props}
      className={cn("-mx-1 my-1 h-px bg-gray-200 dark:bg-gray-800", className)}
    />
  );
}

export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group {...props} />;
}

export interface DropdownMenuRadioGroupProps<T extends string> extends Omit<
  ComponentProps<typeof MenuPrimitive.RadioGroup>,
  "value" | "onValueChange"
> {
  value: T;
  onValueChange: (value: T) => void;
}

export function DropdownMenuRadioGroup<T extends string>({
  onValueChange,
  ...props
}: DropdownMenuRadioGroupProps<T>) {
  return (
    <MenuPrimitive.RadioGroup {...props} onValueChange={(value) => onValueChange(value as T)} />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem {...props} className={cn(ITEM_CLASSES, "ps-8", className)}>
      <span className="absolute start-2 flex size-4 items-center justify-center" aria-hidden="true">
        <MenuPrimitive.ItemIndicator>
          <span className="block size-2 rounded-full bg-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export interface DropdownMenuSubProps {
  label: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
}

export function DropdownMenuSub({
  label,
  icon,
  children,
  open,
  defaultOpen,
  onOpenChange,
  disabled,
}: DropdownMenuSubProps) {
  return (
    <MenuPrimitive.Sub open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <MenuPrimitive.SubTrigger
        disabled={disabled}
        className={cn(
          ITEM_CLASSES,
          "data-[state=open]:bg-gray-100 dark:data-[state=open]:bg-gray-800",
        )}
      >
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
        <LineIcon className="ms-auto rtl:rotate-180">
          <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </LineIcon>
      </MenuPrimitive.SubTrigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.SubContent sideOffset={4} collisionPadding={8} className={CONTENT_CLASSES}>
          {children}
        </MenuPrimitive.SubContent>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Sub>
  );
}
