/* Runs the corpus kernel printf_debug (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void printf_debug(float*, int, int, int);
static float X[64];
static void k(int t) { (void)t; printf_debug(X, 64, 1, 8); }
int main(void) { for (int i = 0; i < 64; i++) X[i] = i * 0.25f; sim_grid_run(3, 1, 128, k); return 0; }
