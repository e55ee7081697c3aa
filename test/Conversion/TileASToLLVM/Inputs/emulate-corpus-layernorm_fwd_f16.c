/* Runs the corpus kernel layernorm_fwd_f16 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void layernorm_fwd_f16(_Float16*, int, int, int, int, _Float16*, int, int, _Float16*, int, int, _Float16*, int, int, int, int, float*, int, int, float*, int, int, float, int);
#define M 3
#define N 1500
static _Float16 X[M*N], W[N], B[N], Y[M*N]; static float Mean[M], Rstd[M];
static void k(int t) { (void)t; layernorm_fwd_f16(X, M, N, N, 1, W, N, 1, B, N, 1, Y, M, N, N, 1, Mean, M, 1, Rstd, M, 1, 1e-5f, 1024); }
int main(void) {
  for (int i = 0; i < M*N; i++) X[i] = (_Float16)(((i * 37) % 101) * 0.02f - 1.0f);
  for (int i = 0; i < N; i++) { W[i] = (_Float16)(1.0f + (i % 7) * 0.1f); B[i] = (_Float16)((i % 5) * 0.05f); }
  sim_grid_run(M, 1, 128, k);
  int bad = 0;
  for (int r = 0; r < M; r++) {
    double mean = 0; for (int c = 0; c < N; c++) mean += (float)X[r*N+c]; mean /= N;
    double var = 0; for (int c = 0; c < N; c++) { double d = (float)X[r*N+c] - mean; var += d*d; } var /= N;
    double rstd = 1/sqrt(var + 1e-5);
    if (fabs(Mean[r] - mean) > 1e-4 || fabs(Rstd[r] - rstd) > 1e-3*rstd) { printf("row %d mean %g/%g rstd %g/%g\n", r, Mean[r], mean, Rstd[r], rstd); bad++; }
    for (int c = 0; c < N; c++) { double y = ((float)X[r*N+c] - mean) * rstd * (float)W[c] + (float)B[c]; if (fabs((float)Y[r*N+c] - y) > 2e-2) { if (bad < 5) printf("y[%d][%d] %g vs %g\n", r, c, (float)Y[r*N+c], y); bad++; } }
  }
  printf("layernorm: %d mismatches\n", bad);
  return 0;
}
