/* Runs the corpus kernel transpose_f32 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void transpose_f32(float*, int, int, int, int, float*, int, int, int, int, int, int);
#define M 128
#define N 64
static float X[M*N], Y[N*M];
static void k(int t) { (void)t; transpose_f32(X, M, N, N, 1, Y, N, M, M, 1, 64, 32); }
int main(void) {
  for (int i = 0; i < M*N; i++) X[i] = (float)i;
  sim_grid_run(M/64, N/32, 128, k);
  int bad = 0;
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) if (Y[j*M+i] != X[i*N+j]) { if (bad < 5) printf("[%d][%d] %g vs %g\n", j, i, Y[j*M+i], X[i*N+j]); bad++; }
  printf("transpose: %d mismatches\n", bad);
  return 0;
}

