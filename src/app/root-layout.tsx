import { Outlet } from 'react-router';

/** The frame of every public page: header, page, footer and the floating pieces. */
export function RootLayout() {
  return (
    <>
      <Outlet />
    </>
  );
}
