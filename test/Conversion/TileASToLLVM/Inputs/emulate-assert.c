/* Runs the kernel of assert.mlir (emulate.sh); exchange-emulate.mlir checks
 * the output. */
#include "emulate.h"
void assert_bounds(float *, _Bool);
static float X[256];
static void k_assert_ok(int t) { (void)t; assert_bounds(X, 1); }
static void k_assert_fail(int t) { (void)t; assert_bounds(X, 0); }
int main(void) {
  for (int i = 0; i < 256; i++) X[i] = (float)i * 0.5f;
  printf("-- all true\n");
  sim_run(128, k_assert_ok);
  X[5] = 2000.0f;
  X[200] = 3000.0f;
  printf("-- two elements and the flag false\n");
  sim_run(128, k_assert_fail);
  return 0;
}
