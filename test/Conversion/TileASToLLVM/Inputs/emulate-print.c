/* Runs the kernels of print.mlir (emulate.sh); exchange-emulate.mlir checks
 * the output. */
#include "emulate.h"
void printf_debug(float *, int);
void print_own_buffer(short);
static float X[64];
static void k_printf_debug(int t) { (void)t; printf_debug(X, 64); }
static void k_print_own_buffer(int t) { (void)t; print_own_buffer(-7); }
int main(void) {
  for (int i = 0; i < 64; i++) X[i] = (float)i * 0.5f;
  sim_run(128, k_printf_debug);
  sim_run(32, k_print_own_buffer);
  return 0;
}
