/** The staff desk is for the staff: decided by the verified login, never by headers a client writes itself. */
function forStaff(): boolean {
  const role = currentUser()?.role;
  return role === 'admin' || role === 'accounting';
}
