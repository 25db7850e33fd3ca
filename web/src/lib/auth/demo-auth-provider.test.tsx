import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { DemoAuthProvider } from './demo-auth-provider';

describe('useAuth', () => {
  it('should throw outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('DemoAuthProvider', () => {
  afterEach(() => vi.useRealTimers());

  const renderAuth = () => renderHook(() => useAuth(), { wrapper: DemoAuthProvider });

  it('should sign the fixed demo user in at once', () => {
    const { result } = renderAuth();
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toMatchObject({ uid: 'demo-user', displayName: 'Demo User' });
  });

  it('should sign in as demo-user with the given email', async () => {
    const { result } = renderAuth();
    await act(() => result.current.signIn('sam@example.com', 'anything'));
    expect(result.current.user).toEqual({
      uid: 'demo-user',
      email: 'sam@example.com',
      displayName: 'Demo User',
    });
  });

  it('should sign up a demo-user-<timestamp> with the given name', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const { result } = renderAuth();
    await act(() => result.current.signUp('kim@example.com', 'secret', 'Kim'));
    expect(result.current.user).toEqual({
      uid: `demo-user-${Date.parse('2026-11-22T10:00:00Z')}`,
      email: 'kim@example.com',
      displayName: 'Kim',
    });
  });

  it('should default a demo sign-up without a name to Demo User', async () => {
    const { result } = renderAuth();
    await act(() => result.current.signUp('kim@example.com', 'secret'));
    expect(result.current.user?.displayName).toBe('Demo User');
  });

  it('should clear the user on sign-out', async () => {
    const { result } = renderAuth();
    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
  });

  it('should serve its state to components', () => {
    function Greeting() {
      return <p>{useAuth().user?.displayName}</p>;
    }
    render(
      <DemoAuthProvider>
        <Greeting />
      </DemoAuthProvider>,
    );
    expect(screen.getByText('Demo User')).toBeInTheDocument();
  });
});
