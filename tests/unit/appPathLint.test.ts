import { ESLint } from 'eslint';

/** The lint rule that keeps in-app links inside the app (the router has no basename). */
const eslint = new ESLint();
const bare = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'src/custom/Example.tsx' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
};

describe('an in-app path written bare does not pass lint', () => {
  it.each([
    ['a Link to a literal', `export const A = () => <Link to="/sankalp/list" />;`, 1],
    ['a Link to a template', 'export const A = ({ id }) => <Link to={`/user/${id}`} />;', 1],
    ['a button href', `export const A = () => <Button href="/login" />;`, 1],
    ['rowClick', `export const A = () => <Datagrid rowClick="/x" />;`, 1],
    ['navigate', `export const go = (navigate) => navigate('/dashboard/default');`, 1],
    ['redirect', 'export const go = (redirect) => redirect(`/user/${1}`);', 1],
    [
      'through useAppPath',
      `export const A = ({ path }) => <Link to={path('/sankalp/list')} />;`,
      0,
    ],
    ['a relative path', `export const A = () => <Link to="edit" />;`, 0],
    ['an outside address', `export const A = () => <Link href="https://example.org/" />;`, 0],
    ['a component taking a route', `export const A = () => <AuthLink route="/login" />;`, 0],
  ])('%s', async (_name, code, errors) => expect(await bare(code)).toBe(errors));
});
