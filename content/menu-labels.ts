/** What the navigation landmarks and the small-screen menu button say to screen readers; a module of its own because both menus are client components. */
export const menuLabels = {
  desktopNav: "Main",
  mobileNav: "Mobile",
  open: "Open menu",
  close: "Close menu",
};
